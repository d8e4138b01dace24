// Stub: documented public signatures of android.animation.ValueAnimator (API 26).
package android.animation;

public class ValueAnimator {
    public static boolean areAnimatorsEnabled() { throw new UnsupportedOperationException(); }
}
