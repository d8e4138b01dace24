// Stub: documented public signatures of androidx.dynamicanimation.animation.FloatPropertyCompat.
package androidx.dynamicanimation.animation;

public abstract class FloatPropertyCompat<T> {
    public FloatPropertyCompat(String name) { throw new UnsupportedOperationException(); }
    public abstract float getValue(T object);
    public abstract void setValue(T object, float value);
}
