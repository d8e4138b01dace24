// Stub: documented public signatures of androidx.core.view.ViewCompat (core 1.x) used by the exports.
package androidx.core.view;

import android.view.View;
import androidx.core.view.accessibility.AccessibilityViewCommand;

public class ViewCompat {
    public static final int ACCESSIBILITY_LIVE_REGION_NONE = 0;
    public static final int ACCESSIBILITY_LIVE_REGION_POLITE = 1;
    public static final int ACCESSIBILITY_LIVE_REGION_ASSERTIVE = 2;
    public static void setAccessibilityLiveRegion(View view, int mode) { throw new UnsupportedOperationException(); }
    public static int addAccessibilityAction(View view, CharSequence label, AccessibilityViewCommand command) {
        throw new UnsupportedOperationException();
    }
}
