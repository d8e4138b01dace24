// Stub: documented public signatures of androidx.dynamicanimation.animation.SpringForce.
package androidx.dynamicanimation.animation;

public final class SpringForce {
    public static final float STIFFNESS_HIGH = 10_000f;
    public static final float STIFFNESS_MEDIUM = 1500f;
    public static final float STIFFNESS_LOW = 200f;
    public static final float STIFFNESS_VERY_LOW = 50f;
    public static final float DAMPING_RATIO_HIGH_BOUNCY = 0.2f;
    public static final float DAMPING_RATIO_MEDIUM_BOUNCY = 0.5f;
    public static final float DAMPING_RATIO_LOW_BOUNCY = 0.75f;
    public static final float DAMPING_RATIO_NO_BOUNCY = 1f;

    public SpringForce() { throw new UnsupportedOperationException(); }
    public SpringForce(float finalPosition) { throw new UnsupportedOperationException(); }
    public SpringForce setStiffness(float stiffness) { throw new UnsupportedOperationException(); }
    public float getStiffness() { throw new UnsupportedOperationException(); }
    public SpringForce setDampingRatio(float dampingRatio) { throw new UnsupportedOperationException(); }
    public float getDampingRatio() { throw new UnsupportedOperationException(); }
    public SpringForce setFinalPosition(float finalPosition) { throw new UnsupportedOperationException(); }
    public float getFinalPosition() { throw new UnsupportedOperationException(); }
}
