# ribgraph: `make demo` renders a sample, `make test` runs every test. Both install what is missing first.
SAMPLES := tictactoe vertical flattened adapter business-logic presentations
RELEASE := .build/release/ribgraph
DEBUG := .build/debug/ribgraph

.PHONY: deps demo test lint format api-check api-docs probe-consumer docs bench fuzz leaks soak-serve soak-formats dist clean
FUZZ_SECONDS ?= 300

deps:
	@scripts/install-deps.sh

# A newcomer's first picture: only what the demo needs (Graphviz and fontconfig, installed when missing; the
# two products), built in debug, which builds swift-syntax in minutes where release takes about 20 on 2 cores.
# Release builds are for `make dist` and `make bench`.
demo:
	@scripts/install-deps.sh --demo
	swift build --product ribgraph
	$(DEBUG) snapshot samples/tictactoe/trace.json -o tree.svg --dependencies all
	@echo "wrote tree.svg (open it in a browser)"
	swift build --product TicTacToeLive
	.build/debug/TicTacToeLive samples/tictactoe/recorded.json
	$(DEBUG) snapshot samples/tictactoe/recorded.json -o recorded.svg
	@echo "wrote recorded.svg: the same session, recorded live by RibProbe"

# swift test runs one process per test, as many at once as there are cores: the waits on the binary, the
# server and Graphviz overlap (a test's state never outlives its process, so no test leans on another's).
test: deps lint
	scripts/check-scripts.sh
	swift build --build-tests
	scripts/check-render-plugin.sh
	scripts/check-lint-plugin.sh
	scripts/check-probe-consumer.sh
	scripts/check-testing-consumer.sh
	$(MAKE) --no-print-directory api-docs
	python3 scripts/validate-samples.py .build/debug/ribgraph
	python3 -m unittest discover -s scripts -p 'test_picture_check.py'
	python3 scripts/check-pictures.py --ribgraph .build/debug/ribgraph
	python3 -m unittest discover -s scripts -p 'test_soak_formats.py'
	python3 scripts/action/test_action.py .build/debug/ribgraph
	python3 -m unittest discover -s scripts -p 'test_stream.py'
	python3 -m unittest discover -s scripts -p 'test_score_presentation.py'
	python3 scripts/score-scan.py --all --with-flatten --quiet --skip-missing --min-presentation 0.95 \
		--ribgraph .build/debug/ribgraph
	python3 scripts/check-live-page.py --ribgraph .build/debug/ribgraph --sample .build/debug/TicTacToeLive
	swift test --skip-build --parallel

# The Swift files swift-format keeps to .swift-format: all but the scanner's fixtures and the fuzzer's seeds,
# which are inputs written as the apps they reproduce write them.
SWIFT_SOURCES := git ls-files -z '*.swift' ':!:Tests/*/Fixtures/*' ':!:Fuzz/Seeds/*'

# swift-format (bundled with the toolchain) in strict mode: any warning fails. Then small units (no function in
# Sources/ over 60 lines, no file over 400: scripts/check-sizes.py, and its own tests), the podspec's Ruby
# (`ruby -c`), the workflows (actionlint; the release's tarballs are the Action's) and the repository's name
# (REPOSITORY, repeated alike everywhere), and that every link of the README and docs/ resolves.
# scripts/install-deps.sh installs ruby, actionlint and shellcheck.
lint: deps
	$(SWIFT_SOURCES) | xargs -0 swift format lint --strict --parallel
	python3 -m unittest discover -s scripts -p 'test_check_sizes.py'
	python3 scripts/check-sizes.py
	ruby -c RibGraphProbe.podspec
	python3 scripts/check-workflows.py
	python3 scripts/repository-name.py
	python3 scripts/check-doc-links.py

# Rewrites the Swift files in place to .swift-format's layout.
format:
	$(SWIFT_SOURCES) | xargs -0 swift format format --in-place --parallel

# The library products' public API against the last v* tag (skipped with a message when there is none).
api-check: deps
	scripts/api-check.sh

# The library products' DocC documentation (Sources/MODULE/MODULE.docc and the doc comments), warnings as
# errors: a ``link`` to a symbol that is gone fails. Archives in .build/api-docs. Part of `make test`.
api-docs: deps
	scripts/api-docs.sh

# samples/ProbeConsumer, an app's package with its own macro on swift-syntax 600 and the probe by path with
# `traits: []`, built whole and run (the macro builds swift-syntax 600, about 4 minutes on 2 cores the first time).
# make test checks the same package's resolution and builds RibGraphProbe in it, not the app's macro.
probe-consumer: deps
	scripts/check-probe-consumer.sh --app

docs: deps
	swift build -c release --product ribgraph
	@mkdir -p docs/images
	@for s in $(SAMPLES); do \
	  $(RELEASE) snapshot samples/$$s/trace.json -o docs/images/$$s.svg && \
	  $(RELEASE) snapshot samples/$$s/trace.json -o docs/images/$$s.dot && \
	  echo "docs/images/$$s.svg"; \
	done
	$(RELEASE) snapshot samples/superapp/base.json -o docs/images/superapp.svg
	$(RELEASE) snapshot samples/superapp/base.json -o docs/images/superapp.dot
	$(RELEASE) snapshot samples/vertical/trace.json -o docs/images/vertical-tunnels.svg --dependencies tunnels --config none
	$(RELEASE) snapshot samples/vertical/trace.json -o docs/images/vertical-tunnels.dot --dependencies tunnels --config none
	$(RELEASE) compare samples/vertical/trace.json samples/flattened/trace.json -o docs/images/vertical-vs-flattened.svg
	$(RELEASE) compare samples/vertical/trace.json samples/flattened/trace.json -o docs/images/vertical-vs-flattened.dot
	$(RELEASE) diff samples/superapp/base.json samples/superapp/head.json -o docs/images/superapp-diff.svg
	$(RELEASE) diff samples/superapp/base.json samples/superapp/head.json -o docs/images/superapp-diff.dot
	$(RELEASE) flatten samples/article/scan.json -o docs/images/article-flattened.svg -o docs/images/article-flattened.dot
	swift package --allow-writing-to-package-directory render-rib-graphs samples/docs
	swift package --allow-writing-to-package-directory render-rib-graphs --scan samples/docs/tutorial4-scanned.svg Tests/RibGraphScanTests/Fixtures/Tutorial4

bench: deps
	swift build -c release --product ribgraph
	swift build -c release --product ParseBench
	swift build -c release --product RouteBench
	swift build -c release --product TestingBench
	python3 scripts/bench/main.py --ribgraph $(RELEASE) --parse-bench .build/release/ParseBench \
		--route-bench .build/release/RouteBench --testing-bench .build/release/TestingBench $(if $(SCAN_REFERENCE),--scan-reference $(SCAN_REFERENCE))
	swift build -c release --product ProbeBench
	.build/release/ProbeBench

# libFuzzer over trace decoding, replay, drawing, rules files, source trees, manifests and globs
# (see docs/development.md, "Hardening").
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

# serve under ulimit -n 256: 10,000 page loads, 1,000 dropped event streams, 300 half-open connections;
# still answering at the end, RSS growth under 50 MB; then serve --listen takes 100,000 one-event batches in one
# session, the last as cheap as the first (see docs/development.md). Not part of `make test`.
soak-serve: deps
	swift build -c release --product ribgraph
	python3 scripts/soak-serve.py --ribgraph $(RELEASE)

# Every sample and fixture in every output format, 200 runs each in new processes, in release: any run a signal
# ends fails (see docs/development.md). A soak, so not part of `make test`, which runs the soak's own unit tests.
soak-formats: deps
	swift build -c release --product ribgraph
	python3 scripts/soak-formats.py --ribgraph $(RELEASE) --runs 200

# valgrind over the command line on the samples; definitely lost memory fails.
leaks: deps
	scripts/leaks.sh

# dist/ribgraph-VERSION-linux-x86_64.tar.gz, Swift runtime linked statically, checked by scripts/dist-test.sh.
dist: deps
	scripts/dist.sh

clean:
	rm -rf .build dist tree.svg
