// Stub: documented public signatures of androidx.recyclerview.widget.RecyclerView (1.3) the exports call.
package androidx.recyclerview.widget;

import android.graphics.Canvas;
import android.view.View;
import android.view.ViewGroup;

public class RecyclerView extends ViewGroup {
    public static final int NO_POSITION = -1;

    public abstract static class OnFlingListener {
        public abstract boolean onFling(int velocityX, int velocityY);
    }

    public abstract static class OnScrollListener {
        public void onScrollStateChanged(RecyclerView recyclerView, int newState) { }
        public void onScrolled(RecyclerView recyclerView, int dx, int dy) { }
    }

    public abstract static class ItemDecoration {
        public void onDraw(Canvas c, RecyclerView parent, State state) { }
        public void onDrawOver(Canvas c, RecyclerView parent, State state) { }
    }

    public static class State {
    }

    public abstract static class LayoutManager {
        public int getItemCount() { throw new UnsupportedOperationException(); }
        public View findViewByPosition(int position) { throw new UnsupportedOperationException(); }
    }

    public OnFlingListener getOnFlingListener() { throw new UnsupportedOperationException(); }
    public void setOnFlingListener(OnFlingListener onFlingListener) { throw new UnsupportedOperationException(); }
    public boolean fling(int velocityX, int velocityY) { throw new UnsupportedOperationException(); }
    public LayoutManager getLayoutManager() { throw new UnsupportedOperationException(); }
    public void setLayoutManager(LayoutManager layout) { throw new UnsupportedOperationException(); }
    public void addItemDecoration(ItemDecoration decor) { throw new UnsupportedOperationException(); }
    public void addOnScrollListener(OnScrollListener listener) { throw new UnsupportedOperationException(); }
    public int getChildAdapterPosition(View child) { throw new UnsupportedOperationException(); }
    public void smoothScrollToPosition(int position) { throw new UnsupportedOperationException(); }
}
