// Stub: documented public signatures of androidx.recyclerview.widget.LinearLayoutManager (1.3) the exports call.
package androidx.recyclerview.widget;

import android.view.View;

public class LinearLayoutManager extends RecyclerView.LayoutManager {
    public boolean getStackFromEnd() { throw new UnsupportedOperationException(); }
    public void setStackFromEnd(boolean stackFromEnd) { throw new UnsupportedOperationException(); }
    public int findLastVisibleItemPosition() { throw new UnsupportedOperationException(); }
    public void scrollToPositionWithOffset(int position, int offset) { throw new UnsupportedOperationException(); }
    @Override
    public View findViewByPosition(int position) { throw new UnsupportedOperationException(); }
}
