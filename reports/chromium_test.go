//go:build unix

package reports

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// findChromium is the headless browser to load the HTML report in. Without
// one the test is skipped, unless IRFUZZ_REQUIRE_CHROMIUM=1 (as in CI,
// which installs Debian's chromium), when it fails.
func findChromium(t *testing.T) string {
	t.Helper()
	required := os.Getenv("IRFUZZ_REQUIRE_CHROMIUM") == "1"
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			if testing.Short() && !required {
				t.Skip("-short: not starting chromium")
			}
			return p
		}
	}
	if required {
		t.Fatal("IRFUZZ_REQUIRE_CHROMIUM=1 but neither chromium nor chromium-browser is on PATH")
	}
	t.Skip("chromium is not on PATH (apt-get install chromium); set IRFUZZ_REQUIRE_CHROMIUM=1 to make this a failure")
	return ""
}

// TestHTMLInChromium loads the HTML report of the realistic results
// directory in headless chromium and checks that it rendered: no console
// message (no error, no blocked resource), the DOM has the tables and both
// plots, and the screenshot shows the plots' series in their colours.
func TestHTMLInChromium(t *testing.T) {
	chromium := findChromium(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "report.html")
	shot := filepath.Join(dir, "report.png")
	html := render(t, "html")
	if err := os.WriteFile(page, html, 0o644); err != nil {
		t.Fatal(err)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium,
		"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
		"--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--window-size=1280,2000", "--enable-logging=stderr", "--v=0",
		"--screenshot="+shot, "--dump-dom", "file://"+page)
	// chromium forks helpers: run it in its own process group and end the
	// whole group on timeout.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	var dom, logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &dom, &logs
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, logs.String())
	}

	for _, line := range strings.Split(logs.String(), "\n") {
		if strings.Contains(line, ":CONSOLE") || strings.Contains(line, "Uncaught") {
			t.Errorf("console message: %s", line)
		}
	}

	d := dom.String()
	for _, want := range []string{
		`<svg class="plot" id="plot-cases"`, `<svg class="plot" id="plot-unique"`, `<path d="M68.0,264.0 L`,
		`<table id="properties">`, `<table id="oracles">`, `<table id="findings">`, `<table id="coverage-passes">`,
		`3f9a0c11d2e4`, `kwarg &lt;script&gt;alert("x")&lt;/script&gt; | target_memory differs`,
	} {
		if !strings.Contains(d, want) {
			t.Errorf("the DOM lacks %s", want)
		}
	}
	if strings.Contains(d, "<script") {
		t.Error("the DOM has a script element")
	}
	// The browser parsed every row and every plot element the page has.
	for _, tag := range []string{"<tr>", "<td", "<text ", "<line ", "<circle "} {
		if got, want := strings.Count(d, tag), strings.Count(string(html), tag); got != want {
			t.Errorf("the DOM has %d %s, the page %d", got, tag, want)
		}
	}

	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v\n%s", err, logs.String())
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 2000 {
		t.Fatalf("screenshot is %v, want 1280x2000", b)
	}
	colours := map[[3]uint8]bool{}
	near := map[string]int{}
	series := map[string][3]int{"cases series #1f6fb4": {0x1f, 0x6f, 0xb4}, "unique series #c0392b": {0xc0, 0x39, 0x2b}, "validity alarm #b00020": {0xb0, 0x00, 0x20}}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := rgb(img, x, y)
			colours[c] = true
			for name, s := range series {
				if abs(int(c[0])-s[0]) <= 24 && abs(int(c[1])-s[1]) <= 24 && abs(int(c[2])-s[2]) <= 24 {
					near[name]++
				}
			}
		}
	}
	if len(colours) < 16 {
		t.Errorf("the screenshot has %d colours: a blank or failed page", len(colours))
	}
	for name, min := range map[string]int{"cases series #1f6fb4": 300, "unique series #c0392b": 300, "validity alarm #b00020": 20} {
		if near[name] < min {
			t.Errorf("the screenshot has %d pixels of the %s, want at least %d", near[name], name, min)
		}
	}
	t.Logf("screenshot: %d colours, %v", len(colours), near)
}

func rgb(img image.Image, x, y int) [3]uint8 {
	r, g, b, _ := img.At(x, y).RGBA()
	return [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
