// Stub: documented public signatures of android.widget.TextView used by the exports.
package android.widget;

public class TextView extends android.view.View {
    public CharSequence getText() { throw new UnsupportedOperationException(); }
    public final void setText(CharSequence text) { throw new UnsupportedOperationException(); }
}
