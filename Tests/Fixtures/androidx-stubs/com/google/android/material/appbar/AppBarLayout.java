// Stub: documented public signatures of com.google.android.material.appbar.AppBarLayout (Material Components 1.x).
package com.google.android.material.appbar;

public class AppBarLayout {
    public interface OnOffsetChangedListener {
        void onOffsetChanged(AppBarLayout appBarLayout, int verticalOffset);
    }

    public static class LayoutParams {
        public static final int SCROLL_FLAG_NO_SCROLL = 0x0;
        public static final int SCROLL_FLAG_SCROLL = 0x1;
        public static final int SCROLL_FLAG_EXIT_UNTIL_COLLAPSED = 1 << 1;
        public static final int SCROLL_FLAG_ENTER_ALWAYS = 1 << 2;
        public static final int SCROLL_FLAG_ENTER_ALWAYS_COLLAPSED = 1 << 3;
        public static final int SCROLL_FLAG_SNAP = 1 << 4;
        public static final int SCROLL_FLAG_SNAP_MARGINS = 1 << 5;
        public void setScrollFlags(int flags) { throw new UnsupportedOperationException(); }
        public int getScrollFlags() { throw new UnsupportedOperationException(); }
    }

    public static class ScrollingViewBehavior extends androidx.coordinatorlayout.widget.CoordinatorLayout.Behavior<android.view.View> {
        public ScrollingViewBehavior() { }
    }

    public void addOnOffsetChangedListener(OnOffsetChangedListener listener) { throw new UnsupportedOperationException(); }
    public void removeOnOffsetChangedListener(OnOffsetChangedListener listener) { throw new UnsupportedOperationException(); }
    public void setExpanded(boolean expanded) { throw new UnsupportedOperationException(); }
    public final int getTotalScrollRange() { throw new UnsupportedOperationException(); }
}
