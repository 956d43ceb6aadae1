# SPDX-License-Identifier: Apache-2.0
"""scripts/check-sizes.py's measure of Swift functions, on the shapes that would fool a plain brace count:
braces in strings, interpolations holding strings and closures, raw and multi-line strings, comments, protocol
requirements without a body, computed properties and nested functions. Run by `make lint`:
python3 -m unittest discover -s scripts -p 'test_check_sizes.py'."""

import importlib.util
import pathlib
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent / "check-sizes.py"
spec = importlib.util.spec_from_file_location("check_sizes", SCRIPT)
check_sizes = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_sizes)


def measured(swift):
    """(name, first line, last line) of each function in `swift`."""
    return check_sizes.functions(check_sizes.blank(swift))


class BlankingTests(unittest.TestCase):
    def test_strings_and_comments_lose_their_braces_and_keep_their_lines(self):
        swift = 'let a = "{" // }\n/* { /* } */ } */ let b = #"}"\\(x)"#\n'
        blanked = check_sizes.blank(swift)
        self.assertEqual(blanked.count("\n"), swift.count("\n"))
        self.assertNotIn("{", blanked)
        self.assertNotIn("}", blanked)

    def test_an_interpolation_is_code_and_its_own_strings_are_blanked(self):
        blanked = check_sizes.blank('"a \\(f { "}" }) b"')
        self.assertEqual(blanked.count("{"), 1)
        self.assertEqual(blanked.count("}"), 1)
        self.assertIn("f", blanked)

    def test_an_escaped_quote_does_not_end_a_string(self):
        self.assertNotIn("}", check_sizes.blank('"\\"}" + x'))


class FunctionTests(unittest.TestCase):
    def test_a_function_runs_from_its_keyword_to_its_closing_brace(self):
        swift = "struct S {\n    func f() {\n        let s = \"}\"\n        g { }\n    }\n}\n"
        self.assertEqual(measured(swift), [("func f", 2, 5)])

    def test_multi_line_strings_and_raw_strings_do_not_end_a_body(self):
        swift = 'func page() -> String {\n    """\n    }\n    """ + #"""\n    }"\n    """#\n}\nfunc next() {}\n'
        self.assertEqual(measured(swift), [("func page", 1, 7), ("func next", 8, 8)])

    def test_a_requirement_without_a_body_is_no_function(self):
        swift = "protocol P {\n    func f()\n    var v: Int { get }\n}\nfunc g() {\n}\n"
        self.assertEqual(measured(swift), [("var v", 3, 3), ("func g", 5, 6)])

    def test_initializers_subscripts_computed_properties_and_nested_functions(self):
        swift = (
            "struct S {\n    init?(x: Int) {\n        func inner() {\n        }\n    }\n"
            "    subscript(i: Int) -> Int {\n        i\n    }\n    var text: String {\n        \"\"\n    }\n"
            "    let stored: Int = { 1 }()\n}\n"
        )
        self.assertEqual(
            measured(swift),
            [("init?", 2, 5), ("func inner", 3, 4), ("subscript", 6, 8), ("var text", 9, 11)],
        )

    def test_a_call_of_init_is_no_declaration(self):
        self.assertEqual(measured("let s = Self.init(x: 1)\nlet t = super.init()\n"), [])

    def test_a_default_closure_in_a_parameter_is_not_the_body(self):
        swift = "func f(x: () -> Void = { }) {\n    x()\n}\n"
        self.assertEqual(measured(swift), [("func f", 1, 3)])


if __name__ == "__main__":
    unittest.main()
