package jobs

import (
	"context"
	"encoding/json"
	"sync"
	"testing"

	"github.com/google/uuid"

	"storymail/jobs/writer"
	"storymail/storage"
)

// recordingWriter writes with the offline writer and keeps every input it was given, and can
// report token usage like a model.
type recordingWriter struct {
	mu     sync.Mutex
	inputs []writer.Input
	usage  *writer.Usage
}

func (r *recordingWriter) Name() string { return "recording" }
func (r *recordingWriter) Write(ctx context.Context, in writer.Input, d func(string)) (writer.Result, error) {
	r.mu.Lock()
	r.inputs = append(r.inputs, in)
	r.mu.Unlock()
	res, err := writer.NewOffline().Write(ctx, in, d)
	res.Usage = r.usage
	return res, err
}

// A generation sees the sender's first name and the user's earlier emails, and stores the
// email's quality report and token usage.
func TestGenerationContextAndQualityStored(t *testing.T) {
	f := newFixture(t)
	w := &recordingWriter{usage: &writer.Usage{PromptTokens: 900, CompletionTokens: 400, TotalTokens: 1300, Attempts: 1}}
	f.worker(t, w, nil)
	ctx := context.Background()
	u, err := f.db.CreateUser(ctx, storage.NewUser{ID: uuid.NewString(), Email: uuid.NewString() + "@example.com",
		PasswordHash: "x", EmailVerified: true, FirstName: "  Dana  "})
	if err != nil {
		t.Fatal(err)
	}
	other := f.user(t)
	foreign := waitStatus(t, f.db, f.submit(t, other.ID).ID, storage.EmailGenerated)
	first := waitStatus(t, f.db, f.submit(t, u.ID).ID, storage.EmailGenerated)
	second := waitStatus(t, f.db, f.submit(t, u.ID).ID, storage.EmailGenerated)

	w.mu.Lock()
	inputs := append([]writer.Input(nil), w.inputs...)
	w.mu.Unlock()
	if len(inputs) != 3 {
		t.Fatalf("%d writes", len(inputs))
	}
	if inputs[1].SenderName != "Dana" || len(inputs[1].History) != 0 {
		t.Fatalf("first email's context: sender %q, %d history", inputs[1].SenderName, len(inputs[1].History))
	}
	if h := inputs[2].History; len(h) != 1 || h[0] != first.GeneratedContent {
		t.Fatalf("second email's history = %d bodies; want exactly the first (never another user's: %v)", len(h), len(h) > 0 && h[0] == foreign.GeneratedContent)
	}

	var report struct {
		Score  int `json:"score"`
		Checks []struct {
			ID, Status string
		} `json:"checks"`
	}
	if err := json.Unmarshal(second.Quality, &report); err != nil || len(report.Checks) < 9 {
		t.Fatalf("quality = %s (%v)", second.Quality, err)
	}
	var usage writer.Usage
	if err := json.Unmarshal(second.TokenUsage, &usage); err != nil || usage.TotalTokens != 1300 || usage.Attempts != 1 {
		t.Fatalf("token usage = %s (%v)", second.TokenUsage, err)
	}
}
