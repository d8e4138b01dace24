// Stub of androidx.dynamicanimation (1.0.0) for compiling exported code: the documented
// public signatures only, no behaviour. https://developer.android.com/reference/androidx/dynamicanimation/animation/DynamicAnimation
package androidx.dynamicanimation.animation;

public abstract class DynamicAnimation<T extends DynamicAnimation<T>> {
    public interface OnAnimationEndListener {
        void onAnimationEnd(DynamicAnimation animation, boolean canceled, float value, float velocity);
    }

    public interface OnAnimationUpdateListener {
        void onAnimationUpdate(DynamicAnimation animation, float value, float velocity);
    }

    public T setStartValue(float startValue) { throw new UnsupportedOperationException(); }
    public T setStartVelocity(float startVelocity) { throw new UnsupportedOperationException(); }
    public T setMaxValue(float max) { throw new UnsupportedOperationException(); }
    public T setMinValue(float min) { throw new UnsupportedOperationException(); }
    public T setMinimumVisibleChange(float minimumVisibleChange) { throw new UnsupportedOperationException(); }
    public float getMinimumVisibleChange() { throw new UnsupportedOperationException(); }
    public T addEndListener(OnAnimationEndListener listener) { throw new UnsupportedOperationException(); }
    public void removeEndListener(OnAnimationEndListener listener) { throw new UnsupportedOperationException(); }
    public T addUpdateListener(OnAnimationUpdateListener listener) { throw new UnsupportedOperationException(); }
    public void removeUpdateListener(OnAnimationUpdateListener listener) { throw new UnsupportedOperationException(); }
    public void start() { throw new UnsupportedOperationException(); }
    public void cancel() { throw new UnsupportedOperationException(); }
    public boolean isRunning() { throw new UnsupportedOperationException(); }
}
