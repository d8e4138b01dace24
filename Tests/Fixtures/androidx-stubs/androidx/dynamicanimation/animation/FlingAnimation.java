// Stub: documented public signatures of androidx.dynamicanimation.animation.FlingAnimation.
package androidx.dynamicanimation.animation;

public final class FlingAnimation extends DynamicAnimation<FlingAnimation> {
    public FlingAnimation(FloatValueHolder floatValueHolder) { throw new UnsupportedOperationException(); }
    public <K> FlingAnimation(K object, FloatPropertyCompat<K> property) { throw new UnsupportedOperationException(); }
    public FlingAnimation setFriction(float friction) { throw new UnsupportedOperationException(); }
    public float getFriction() { throw new UnsupportedOperationException(); }
}
