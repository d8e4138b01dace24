// Stub: documented public signatures of android.view.ViewGroup used by the exports.
package android.view;

public abstract class ViewGroup extends View {
    public static class LayoutParams {
    }

    public View getChildAt(int index) { throw new UnsupportedOperationException(); }
    public int getChildCount() { throw new UnsupportedOperationException(); }
}
