// Stub: public signatures of com.scwang.smart.refresh.header.TwoLevelHeader (SmartRefreshLayout 2.1,
// refresh-header-two-level), as in scwang90/SmartRefreshLayout.
package com.scwang.smart.refresh.header;

import com.scwang.smart.refresh.header.listener.OnTwoLevelListener;

public class TwoLevelHeader {
    public TwoLevelHeader setMaxRate(float rate) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setEnablePullToCloseTwoLevel(boolean enabled) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setEnableRefresh(boolean enabled) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setFloorRate(float rate) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setRefreshRate(float rate) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setEnableTwoLevel(boolean enabled) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setFloorDuration(int duration) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setBottomPullUpToCloseRate(float rate) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader setOnTwoLevelListener(OnTwoLevelListener listener) { throw new UnsupportedOperationException(); }
    public TwoLevelHeader finishTwoLevel() { throw new UnsupportedOperationException(); }
    public TwoLevelHeader openTwoLevel(boolean widthOnTwoLevelListener) { throw new UnsupportedOperationException(); }
}
