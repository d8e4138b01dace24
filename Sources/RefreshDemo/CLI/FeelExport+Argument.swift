import ArgumentParser
import RefreshEngine
import RefreshDemoModel

/// `--export FORMAT` takes the format's name.
extension FeelExport.Format: ExpressibleByArgument {}
