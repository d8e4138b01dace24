// Stub: documented public signatures of androidx.coordinatorlayout.widget.CoordinatorLayout (1.2) the exports call.
package androidx.coordinatorlayout.widget;

import android.view.View;
import android.view.ViewGroup;

public class CoordinatorLayout extends ViewGroup {
    public abstract static class Behavior<V extends View> {
        public Behavior() { }
    }

    public static class LayoutParams extends ViewGroup.LayoutParams {
        public Behavior getBehavior() { throw new UnsupportedOperationException(); }
        public void setBehavior(Behavior behavior) { throw new UnsupportedOperationException(); }
    }
}
