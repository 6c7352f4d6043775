// Package reports renders a campaign report from a campaign's results
// directory (package campaign/results: summary.json, findings.json and, if
// present, cases.jsonl), in four formats:
//
//	text  terminal tables (tablewriter's Blueprint renderer)
//	md    Markdown tables (tablewriter's Markdown renderer)
//	html  one self-contained page: the same tables and inline SVG plots of
//	      cases and unique findings over time; no external assets, no script
//	json  a machine-readable document: the Report value
//
// Load reads a results directory into Data; Build turns Data into a Report,
// the one model every format renders: totals, per-property and per-oracle
// tables, the findings sorted by count (descending) then ID, coverage of
// verifier rules, ops and passes (against universes the caller may pass in
// Options, so a report can say "12 of 40 rules fired"), the timeline and
// case-time statistics. Render does all of it for a directory and a format.
//
// Output is a pure function of the directory's content and the Options: no
// clock, no map order, no environment. (Tables are laid out with East Asian
// width calculation off whatever the locale says; tablewriter keeps that
// setting process-wide.)
//
// Not here: running campaigns or writing results (package campaign), and any
// knowledge of irfuzz's rules, ops or passes — this package imports nothing
// of irfuzz but campaign/results; cmd/irfuzz supplies the universes.
package reports
