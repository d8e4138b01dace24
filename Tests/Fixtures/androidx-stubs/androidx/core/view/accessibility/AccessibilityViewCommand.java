// Stub: documented public signatures of androidx.core.view.accessibility.AccessibilityViewCommand.
package androidx.core.view.accessibility;

import android.view.View;

public interface AccessibilityViewCommand {
    boolean perform(View view, CommandArguments arguments);

    abstract class CommandArguments {
    }
}
