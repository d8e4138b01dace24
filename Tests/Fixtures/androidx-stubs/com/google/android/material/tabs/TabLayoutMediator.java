// Stub: documented public signatures of com.google.android.material.tabs.TabLayoutMediator (Material Components 1.x).
package com.google.android.material.tabs;

import androidx.viewpager2.widget.ViewPager2;

public final class TabLayoutMediator {
    public interface TabConfigurationStrategy {
        void onConfigureTab(TabLayout.Tab tab, int position);
    }

    public TabLayoutMediator(TabLayout tabLayout, ViewPager2 viewPager, TabConfigurationStrategy tabConfigurationStrategy) {
        throw new UnsupportedOperationException();
    }

    public void attach() { throw new UnsupportedOperationException(); }
}
