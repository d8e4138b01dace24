import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// An export reads as a file a user pastes into their app: its imports at the top, each once,
/// none that another already brings (material.dart exports widgets.dart).
final class ExportImportOrderTests: XCTestCase {
    func controls() -> [TuningSet] {
        HeaderControlKind.allCases.map { kind in var s = TuningSet(); s.headerControl = kind; return s }
    }

    func testTheSwiftExportsImportEverythingBeforeTheirFirstDeclaration() {
        for set in controls() {
            for format in [FeelExport.Format.uikit, .swiftui] {
                let lines = FeelExport.text(format, set).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                // The head: comments, blank lines, imports and their #if guards.
                let head = lines.prefix { $0.isEmpty || $0.hasPrefix("//") || $0.hasPrefix("import ") || $0.hasPrefix("#if") || $0 == "#endif" }
                let imports = lines.filter { $0.hasPrefix("import ") }
                XCTAssertEqual(head.filter { $0.hasPrefix("import ") }, imports, "\(format), \(set.headerControl): an import after a declaration")
                XCTAssertEqual(Set(imports).count, imports.count, "\(format): an import twice")
            }
        }
    }

    func testTheFlutterExportsImportNoLibraryTwice() {
        for set in controls() {
            for model in ScrollModel.allCases {
                var s = set
                s.scroll.model = model
                let dart = FeelExport.text(.flutter, s)
                XCTAssertTrue(dart.contains("import 'package:flutter/material.dart';"))
                XCTAssertFalse(dart.contains("import 'package:flutter/widgets.dart';"),
                               "\(model), \(set.headerControl): material.dart already exports widgets.dart")
            }
        }
    }
}
