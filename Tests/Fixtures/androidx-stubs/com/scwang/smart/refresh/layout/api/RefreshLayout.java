// Stub: com.scwang.smart.refresh.layout.api.RefreshLayout (SmartRefreshLayout 2.1), the type
// OnTwoLevelListener is given; its methods are not used by the export.
package com.scwang.smart.refresh.layout.api;

public interface RefreshLayout {
}
