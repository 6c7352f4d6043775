// Package corpus is irfuzz's regression corpus: one file per finding
// (unique Signature), the kernel in PyPTO text with its metadata in "#"
// header lines, written atomically and replayed in CI, where an open case
// must still reproduce its signature and a fixed case must never produce
// it again.
//
// # File format
//
// A corpus file is named <signature ID>.py (oracle.Signature.ID); when a
// minimizer shrinks a case, the un-minimized original is kept beside it as
// <signature ID>.orig.py. A file is:
//
//	# irfuzz corpus v1
//	# signature: differential | AccCompactValid | AutoTileMatmulL0 | output '_' differs at [_]: N vs N |  | out
//	# status: fixed
//	# oracle: differential
//	# property: AccCompactValid
//	# pass: AutoTileMatmulL0
//	# profile: AccCompactValid
//	# backend: 910B
//	# faults: narrowed-acc-not-compact
//	# seed: 2470
//	# case: 3
//	# generator: gen/v1
//	# statements: 8
//	# count: 4
//	# first_seen: 2026-01-05T22:14:03Z
//	# last_seen: 2026-01-07T01:02:03Z
//	# choices: 3.0.80.2.2.0*3.62.15
//	# original: 6810c580adf7.orig.py
//	# issue: PyPTO #2470
//
//	# pypto.program: MatmulAcc
//	import pypto.language as pl
//	...
//
// The rules:
//
//   - The first line is exactly "# irfuzz corpus v1" (another version is
//     refused by name).
//   - The header is every following line that starts with "#"; it ends at
//     the first line that does not. Format ends it with one blank line,
//     which is not part of the kernel (the kernel printed by ir.Print starts
//     with a "# pypto.program:" comment, and must not be read as header).
//   - A header line is "# key: value". A key is a lower-case letter, then
//     lower-case letters, digits and underscores. A line that is just "#"
//     is ignored. Anything else is an error.
//   - A value is the rest of the line with surrounding blanks trimmed, or,
//     when it starts with a double quote, a Go quoted string. Format quotes
//     exactly the values that would not read back otherwise: leading or
//     trailing blanks (most signatures end in " | "), a leading quote, a
//     control character or invalid UTF-8. An empty value is "# key:".
//   - Known keys (each at most once): signature and status (required;
//     status is open or fixed), oracle, property, pass, profile, backend,
//     faults (comma separated, may be empty), seed, case (the case index in
//     its campaign), generator (generator version), statements, count
//     (times seen), first_seen and last_seen (RFC3339 in UTC, "Z"), choices
//     (the generator's choice trace as choice.Format text, so a minimizer
//     can reduce the trace) and original (file name of the un-minimized
//     original). Missing optional keys read as zero values.
//   - Unknown keys (like "issue" above) are kept, in order, in Entry.Extra
//     and written back after the known ones whenever the file is rewritten.
//   - The kernel is everything after the header and its blank line. It is
//     parsed with ir.Parse over the whole file (the header is comments), so
//     error positions are lines of the file.
//
// Format writes every known key except choices and original, which appear
// only when set; ParseEntry(path, Format(e)) gives e back exactly, with
// Prog freshly parsed.
//
// # What lives here
//
//   - Entry, Status, Format and ParseEntry (entry.go): the file format;
//   - WriteFile (write.go): atomic writes (temporary dot file + rename);
//   - Load, LoadFile, LoadOriginal (load.go): reading a directory; an
//     unusable file (bad header, kernel that does not parse, wrong name,
//     binary junk) becomes a Problem with path and line:col and is skipped,
//     never fatal;
//   - Store (store.go): the corpus during a campaign: Has, Add (write a new
//     finding or bump count and last_seen of a known one), SaveMinimized;
//     safe for concurrent use;
//   - Replay, ReplayDir, Update, Flip, Line, Summary (replay.go): what
//     "irfuzz replay [-update]" needs, given a Check that turns a case into
//     the signatures of its findings.
//
// What does not live here: running the oracles (package oracle; Replay
// takes the check as a function), generating or minimizing kernels
// (package gen, cmd/minimize), the campaign loop (package campaign) and
// the replay command itself (cmd/irfuzz).
package corpus
