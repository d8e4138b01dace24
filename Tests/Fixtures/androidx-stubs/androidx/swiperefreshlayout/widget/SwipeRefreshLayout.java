// Stub: documented public signatures of androidx.swiperefreshlayout.widget.SwipeRefreshLayout (1.1).
package androidx.swiperefreshlayout.widget;

public class SwipeRefreshLayout {
    public interface OnChildScrollUpCallback {
        boolean canChildScrollUp(SwipeRefreshLayout parent, android.view.View child);
    }

    public interface OnRefreshListener {
        void onRefresh();
    }

    public static final int LARGE = 0;
    public static final int DEFAULT = 1;
    public void setSize(int size) { throw new UnsupportedOperationException(); }
    public void setDistanceToTriggerSync(int distance) { throw new UnsupportedOperationException(); }
    public void setSlingshotDistance(int slingshotDistance) { throw new UnsupportedOperationException(); }
    public void setProgressViewEndTarget(boolean scale, int end) { throw new UnsupportedOperationException(); }
    public void setProgressViewOffset(boolean scale, int start, int end) { throw new UnsupportedOperationException(); }
    public void setRefreshing(boolean refreshing) { throw new UnsupportedOperationException(); }
    public void setOnRefreshListener(OnRefreshListener listener) { throw new UnsupportedOperationException(); }
    public void setOnChildScrollUpCallback(OnChildScrollUpCallback callback) { throw new UnsupportedOperationException(); }
    // From View.
    public void setEnabled(boolean enabled) { throw new UnsupportedOperationException(); }
    public boolean isEnabled() { throw new UnsupportedOperationException(); }
}
