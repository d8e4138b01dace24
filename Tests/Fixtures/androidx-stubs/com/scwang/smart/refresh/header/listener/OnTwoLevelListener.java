// Stub: com.scwang.smart.refresh.header.listener.OnTwoLevelListener (SmartRefreshLayout 2.1).
package com.scwang.smart.refresh.header.listener;

import com.scwang.smart.refresh.layout.api.RefreshLayout;

public interface OnTwoLevelListener {
    boolean onTwoLevel(RefreshLayout refreshLayout);
}
