package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
)

// Formats are the formats Render and Write know, in the order -h lists them.
func Formats() []string { return []string{"text", "md", "html", "json"} }

// Render loads the results directory dir and writes its report to w in the
// given format. An unknown format is reported before the directory is read.
func Render(w io.Writer, dir, format string, opts Options) error {
	if err := checkFormat(format); err != nil {
		return err
	}
	d, err := Load(dir)
	if err != nil {
		return err
	}
	return Write(w, d, format, opts)
}

// Write writes the report of d to w in the given format.
func Write(w io.Writer, d *Data, format string, opts Options) error {
	if err := checkFormat(format); err != nil {
		return err
	}
	r := Build(d, opts)
	switch format {
	case "text":
		return writeText(w, r, false)
	case "md":
		return writeText(w, r, true)
	case "html":
		return writeHTML(w, r)
	default: // json
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(r)
	}
}

func checkFormat(format string) error {
	if !slices.Contains(Formats(), format) {
		return fmt.Errorf("unknown report format %q (want text, md, html or json)", format)
	}
	return nil
}
