// Stub: documented public signatures of com.google.android.material.tabs.TabLayout (Material Components 1.x).
package com.google.android.material.tabs;

import android.view.ViewGroup;

public class TabLayout extends ViewGroup {
    public static class Tab {
        public CharSequence getText() { throw new UnsupportedOperationException(); }
        public Tab setText(CharSequence text) { throw new UnsupportedOperationException(); }
    }
}
