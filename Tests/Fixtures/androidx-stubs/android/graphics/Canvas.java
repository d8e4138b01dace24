// Stub: documented public signatures of android.graphics.Canvas used by the exports.
package android.graphics;

public class Canvas {
    public int save() { throw new UnsupportedOperationException(); }
    public void restoreToCount(int saveCount) { throw new UnsupportedOperationException(); }
    public void translate(float dx, float dy) { throw new UnsupportedOperationException(); }
}
