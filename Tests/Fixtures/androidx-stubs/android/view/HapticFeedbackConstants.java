// Stub: documented public constants of android.view.HapticFeedbackConstants.
package android.view;

public class HapticFeedbackConstants {
    public static final int LONG_PRESS = 0;
    public static final int VIRTUAL_KEY = 1;
    /** API 23. */
    public static final int CONTEXT_CLICK = 6;
    /** API 34: a gesture crossed a threshold and a release will act (pull-to-refresh). */
    public static final int GESTURE_THRESHOLD_ACTIVATE = 23;
    public static final int GESTURE_THRESHOLD_DEACTIVATE = 24;
}
