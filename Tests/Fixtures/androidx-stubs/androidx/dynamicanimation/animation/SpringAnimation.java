// Stub: documented public signatures of androidx.dynamicanimation.animation.SpringAnimation.
package androidx.dynamicanimation.animation;

public final class SpringAnimation extends DynamicAnimation<SpringAnimation> {
    public SpringAnimation(FloatValueHolder floatValueHolder) { throw new UnsupportedOperationException(); }
    public <K> SpringAnimation(K object, FloatPropertyCompat<K> property) { throw new UnsupportedOperationException(); }
    public <K> SpringAnimation(K object, FloatPropertyCompat<K> property, float finalPosition) { throw new UnsupportedOperationException(); }
    public SpringForce getSpring() { throw new UnsupportedOperationException(); }
    public SpringAnimation setSpring(SpringForce force) { throw new UnsupportedOperationException(); }
    public void animateToFinalPosition(float finalPosition) { throw new UnsupportedOperationException(); }
    public boolean canSkipToEnd() { throw new UnsupportedOperationException(); }
    public void skipToEnd() { throw new UnsupportedOperationException(); }
}
