// Command eval writes every brief in jobs/writer/eval/briefs with the
// configured writer (offline unless LLM_BASE_URL or LLM_API_KEY is set),
// measures each email with the quality check and writes EVAL.md: the issue's
// targets with their measured values, every brief's checks and the
// aggregates. Missed targets are reported, not errors: it exits non-zero only
// when it could not do its job (a brief that does not load, a writer error,
// a file it cannot write).
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"storymail/jobs/writer"
)

func main() {
	briefsDir := flag.String("briefs", "jobs/writer/eval/briefs", "directory of brief *.json files")
	out := flag.String("out", "EVAL.md", "report file to write")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := evaluate(ctx, *briefsDir, *out, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "eval:", err)
		os.Exit(1)
	}
}

// writerFromEnv is the writer the app would use: the model named by the
// LLM_* variables, else the offline writer.
func writerFromEnv() (writer.Writer, string, error) {
	opts := writer.Options{
		BaseURL: os.Getenv("LLM_BASE_URL"),
		APIKey:  os.Getenv("LLM_API_KEY"),
		Model:   os.Getenv("LLM_MODEL"),
	}
	w, err := writer.New(opts)
	if err != nil {
		return nil, "", err
	}
	name := w.Name()
	if name != "offline" {
		model := opts.Model
		if model == "" {
			model = writer.DefaultModel
		}
		name += " (" + model + ")"
	}
	return w, name, nil
}

// evaluate runs the whole harness; log receives a one-line summary.
func evaluate(ctx context.Context, briefsDir, out string, log io.Writer) error {
	briefs, err := loadBriefs(briefsDir)
	if err != nil {
		return err
	}
	w, name, err := writerFromEnv()
	if err != nil {
		return err
	}
	run := runWith(ctx, w, name, briefs)
	var buf bytes.Buffer
	if err := writeMarkdown(&buf, run); err != nil {
		return err
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	written, refused, failed := run.counts()
	met := 0
	for _, t := range run.Targets {
		if t.Met {
			met++
		}
	}
	fmt.Fprintf(log, "eval: %s wrote %d of %d briefs (%d refused, %d errors); %d of %d targets met; report in %s\n",
		name, written, len(briefs), refused, failed, met, len(run.Targets), out)
	if failed > 0 {
		return fmt.Errorf("%d briefs failed to write (see %s)", failed, out)
	}
	return nil
}

// runWith writes and measures every brief with w.
func runWith(ctx context.Context, w writer.Writer, name string, briefs []Brief) Run {
	outcomes := runAll(ctx, w, briefs)
	libs := libraries(outcomes)
	return Run{Writer: name, Date: time.Now(), Outcomes: outcomes, Targets: measureTargets(outcomes, libs), Libraries: libs}
}
