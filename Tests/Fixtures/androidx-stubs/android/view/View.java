// Stub: documented public signatures of android.view.View used by the exports.
package android.view;

import android.graphics.Canvas;

public class View {
    public static final int VISIBLE = 0x00000000;
    public static final int GONE = 0x00000008;

    public interface OnClickListener {
        void onClick(View v);
    }

    public static class MeasureSpec {
        public static final int EXACTLY = 1 << 30;
        public static int makeMeasureSpec(int size, int mode) { throw new UnsupportedOperationException(); }
    }

    public boolean performHapticFeedback(int feedbackConstant) { throw new UnsupportedOperationException(); }
    public void announceForAccessibility(CharSequence text) { throw new UnsupportedOperationException(); }
    public final int getTop() { throw new UnsupportedOperationException(); }
    public final int getBottom() { throw new UnsupportedOperationException(); }
    public final int getHeight() { throw new UnsupportedOperationException(); }
    public int getPaddingBottom() { throw new UnsupportedOperationException(); }
    public boolean canScrollVertically(int direction) { throw new UnsupportedOperationException(); }
    public void draw(Canvas canvas) { throw new UnsupportedOperationException(); }
    public final void measure(int widthMeasureSpec, int heightMeasureSpec) { throw new UnsupportedOperationException(); }
    public final int getMeasuredWidth() { throw new UnsupportedOperationException(); }
    public final int getMeasuredHeight() { throw new UnsupportedOperationException(); }
    public void layout(int l, int t, int r, int b) { throw new UnsupportedOperationException(); }
    public int getVisibility() { throw new UnsupportedOperationException(); }
    public void setVisibility(int visibility) { throw new UnsupportedOperationException(); }
    public void setOnClickListener(OnClickListener l) { throw new UnsupportedOperationException(); }
    public ViewGroup.LayoutParams getLayoutParams() { throw new UnsupportedOperationException(); }
    public boolean isNestedScrollingEnabled() { throw new UnsupportedOperationException(); }
    public void setNestedScrollingEnabled(boolean enabled) { throw new UnsupportedOperationException(); }
}
