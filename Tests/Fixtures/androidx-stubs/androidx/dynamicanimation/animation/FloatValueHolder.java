// Stub: documented public signatures of androidx.dynamicanimation.animation.FloatValueHolder.
package androidx.dynamicanimation.animation;

public final class FloatValueHolder {
    public FloatValueHolder() { throw new UnsupportedOperationException(); }
    public FloatValueHolder(float value) { throw new UnsupportedOperationException(); }
    public void setValue(float value) { throw new UnsupportedOperationException(); }
    public float getValue() { throw new UnsupportedOperationException(); }
}
