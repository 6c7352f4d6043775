package corpus

import (
	"github.com/irfuzz/irfuzz/internal/atomicfile"
)

// WriteFile writes an entry to path atomically: the text goes to a
// temporary file in the same directory (a dot file, which Load ignores),
// is synced, and is renamed over path, so a reader sees the old file or
// the new one, never a part. e.Path is set to path on success.
func WriteFile(path string, e *Entry) error {
	data, err := Format(e)
	if err != nil {
		return err
	}
	if err := atomicfile.Write(path, data); err != nil {
		return err
	}
	e.Path = path
	return nil
}
