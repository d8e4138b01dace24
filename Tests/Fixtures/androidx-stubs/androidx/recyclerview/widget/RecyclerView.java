// Stub: documented public signatures of androidx.recyclerview.widget.RecyclerView (1.3) the export calls.
package androidx.recyclerview.widget;

public class RecyclerView {
    public abstract static class OnFlingListener {
        public abstract boolean onFling(int velocityX, int velocityY);
    }
    public OnFlingListener getOnFlingListener() { throw new UnsupportedOperationException(); }
    public void setOnFlingListener(OnFlingListener onFlingListener) { throw new UnsupportedOperationException(); }
    public boolean fling(int velocityX, int velocityY) { throw new UnsupportedOperationException(); }
}
