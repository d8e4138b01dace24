import ArgumentParser
import RefreshEngine

/// `--export FORMAT` takes the format's name.
extension FeelExport.Format: ExpressibleByArgument {}
