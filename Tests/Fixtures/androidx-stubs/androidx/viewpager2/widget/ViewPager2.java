// Stub: documented public signatures of androidx.viewpager2.widget.ViewPager2 (1.1) the exports call.
package androidx.viewpager2.widget;

import android.view.ViewGroup;

public final class ViewPager2 extends ViewGroup {
    public int getOffscreenPageLimit() { throw new UnsupportedOperationException(); }
    public void setOffscreenPageLimit(int limit) { throw new UnsupportedOperationException(); }
    public int getCurrentItem() { throw new UnsupportedOperationException(); }
    public void setCurrentItem(int item) { throw new UnsupportedOperationException(); }
}
