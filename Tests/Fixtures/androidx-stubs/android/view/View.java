// Stub: documented public signatures of android.view.View used by the exports.
package android.view;

public class View {
    public boolean performHapticFeedback(int feedbackConstant) { throw new UnsupportedOperationException(); }
    public void announceForAccessibility(CharSequence text) { throw new UnsupportedOperationException(); }
}
