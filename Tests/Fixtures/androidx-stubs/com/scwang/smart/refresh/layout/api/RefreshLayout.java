// Stub: com.scwang.smart.refresh.layout.api.RefreshLayout (SmartRefreshLayout 2.1), the type
// OnTwoLevelListener is given, with the documented methods the exports call.
package com.scwang.smart.refresh.layout.api;

public interface RefreshLayout {
    RefreshLayout setEnableLoadMore(boolean enabled);
    RefreshLayout setEnableLoadMoreWhenContentNotFull(boolean enabled);
    RefreshLayout finishRefresh();
    RefreshLayout finishLoadMore();
    RefreshLayout finishLoadMoreWithNoMoreData();
    RefreshLayout resetNoMoreData();
}
