package writer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"syscall"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/ssestream"

	"storymail/jobs/writer/quality"
)

// openAIWriter streams a chat completion from an OpenAI-compatible server
// (OpenAI, Ollama, vLLM, llama.cpp server…) and holds every answer to the
// quality check before it is kept.
type openAIWriter struct {
	client      openai.Client
	model       string
	temperature float64
	maxTokens   int64
}

// NewOpenAI returns a writer backed by an OpenAI-compatible chat completions
// endpoint. Retries are left to the job queue (ErrTransient), so the SDK
// makes a single attempt per call.
func NewOpenAI(opts Options) (Writer, error) {
	reqOpts := []option.RequestOption{option.WithMaxRetries(0)}
	if u := strings.TrimSpace(opts.BaseURL); u != "" {
		reqOpts = append(reqOpts, option.WithBaseURL(u))
	}
	// Local servers often need no key, but the SDK always sends one.
	key := strings.TrimSpace(opts.APIKey)
	if key == "" {
		key = "none"
	}
	reqOpts = append(reqOpts, option.WithAPIKey(key))
	if opts.HTTPClient != nil {
		reqOpts = append(reqOpts, option.WithHTTPClient(opts.HTTPClient))
	}
	model := strings.TrimSpace(opts.Model)
	if model == "" {
		model = DefaultModel
	}
	if opts.Temperature < 0 || opts.Temperature > 2 {
		return nil, fmt.Errorf("writer: temperature %v is outside 0–2", opts.Temperature)
	}
	if opts.MaxTokens < 0 {
		return nil, fmt.Errorf("writer: max tokens %d is negative", opts.MaxTokens)
	}
	w := &openAIWriter{client: openai.NewClient(reqOpts...), model: model,
		temperature: opts.Temperature, maxTokens: int64(opts.MaxTokens)}
	if w.temperature == 0 {
		w.temperature = DefaultTemperature
	}
	if w.maxTokens == 0 {
		w.maxTokens = DefaultMaxTokens
	}
	return w, nil
}

func (w *openAIWriter) Name() string { return "openai:" + w.model }

// attempt is one usable answer and its quality report.
type attempt struct {
	res    Result
	report quality.Report
}

// better prefers fewer failed checks, then the higher score.
func (a attempt) better(than attempt) bool {
	fa, fb := len(a.report.Failures()), len(than.report.Failures())
	if fa != fb {
		return fa < fb
	}
	return a.report.Score > than.report.Score
}

// Write asks for the email, checks the answer, and on a failed check (or an
// answer that cannot be parsed) asks once more, naming what to fix. The
// better usable answer is kept; a corrective turn that itself fails leaves
// the first answer standing rather than failing the email.
func (w *openAIWriter) Write(ctx context.Context, in Input, onDelta func(string)) (Result, error) {
	in = prepare(in)
	system, user := BuildPrompt(in)
	brief := QualityBrief(in)
	msgs := []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(system), openai.UserMessage(user)}
	var raws []string
	usage := &Usage{}
	var best *attempt
	var lastErr error
	previewed := false
	for turn := 0; turn < 2; turn++ {
		emit := onDelta
		if previewed {
			// The reader already saw a first draft; the final content
			// replaces it when the job completes.
			emit = nil
		}
		raw, finish, streamed, used, err := w.complete(ctx, msgs, in.SubjectCount, emit)
		previewed = previewed || streamed
		raws = append(raws, raw)
		usage.add(used)
		if err != nil {
			if best != nil && ctx.Err() == nil {
				break
			}
			return Result{Raw: joinRaws(raws), Usage: usage}, err
		}
		res, perr := ParseOutput(raw, in.SubjectCount)
		if perr == nil && finish == "length" && indexFold(raw, tagEmailClose) < 0 {
			perr = fmt.Errorf("%w: answer cut off at the token limit", ErrMalformed)
		}
		if perr != nil {
			lastErr = perr
			msgs = append(msgs, openai.AssistantMessage(raw), openai.UserMessage(fmt.Sprintf(
				"That answer could not be used (%s). Write the whole email again with exactly %d subject lines, in exactly this format: %s ... %s then %s ... %s.",
				strings.TrimPrefix(perr.Error(), ErrMalformed.Error()+": "), in.SubjectCount,
				tagSubjectsOpen, tagSubjectsClose, tagEmailOpen, tagEmailClose)))
			continue
		}
		res.Content = ensureLink(res.Content, in.link(), in.CtaURL)
		res.PreviewText = FitPreview(res.PreviewText, res.Content, res.Subjects)
		got := attempt{res: res, report: quality.Evaluate(brief,
			quality.Email{Subjects: res.Subjects, Body: res.Content, PreviewText: res.PreviewText}, in.History)}
		if best == nil || got.better(*best) {
			best = &got
		}
		failures := got.report.Failures()
		if len(failures) == 0 {
			break
		}
		msgs = append(msgs, openai.AssistantMessage(raw), openai.UserMessage(CorrectionPrompt(failures, in)))
	}
	if best == nil {
		return Result{Raw: joinRaws(raws), Usage: usage}, lastErr
	}
	res := best.res
	res.Raw, res.Usage, res.Quality = joinRaws(raws), usage, &best.report
	return res, nil
}

func joinRaws(raws []string) string { return strings.Join(raws, "\n\n---\n\n") }

// add counts one answer's tokens.
func (u *Usage) add(c openai.CompletionUsage) {
	u.Attempts++
	u.PromptTokens += c.PromptTokens
	u.CompletionTokens += c.CompletionTokens
	u.TotalTokens += c.TotalTokens
}

// complete runs one streamed completion and returns the full text, the
// finish reason, whether any body text reached emit, and the tokens used
// (zero when the server does not report them).
func (w *openAIWriter) complete(ctx context.Context, msgs []openai.ChatCompletionMessageParamUnion, want int, emit func(string)) (string, string, bool, openai.CompletionUsage, error) {
	stream := w.client.Chat.Completions.NewStreaming(ctx, openai.ChatCompletionNewParams{
		Model:         w.model,
		Messages:      msgs,
		Temperature:   openai.Float(w.temperature),
		MaxTokens:     openai.Int(w.maxTokens),
		StreamOptions: openai.ChatCompletionStreamOptionsParam{IncludeUsage: openai.Bool(true)},
	})
	defer stream.Close()
	body := newBodyStream(want, emit)
	var used openai.CompletionUsage
	finish := ""
	for stream.Next() {
		chunk := stream.Current()
		if chunk.Usage.TotalTokens > 0 {
			used = chunk.Usage // the last chunk, with no choices, when asked for
		}
		for _, ch := range chunk.Choices {
			if ch.Index != 0 {
				continue
			}
			body.Write(ch.Delta.Content)
			if ch.FinishReason != "" {
				finish = ch.FinishReason
			}
		}
	}
	body.Flush()
	err := classify(ctx, stream.Err())
	if err == nil && finish == "" && indexFold(body.String(), tagEmailClose) < 0 {
		// The stream ended with neither a finish reason nor a complete
		// answer: the connection was dropped.
		err = fmt.Errorf("%w: stream ended early", ErrTransient)
	}
	return body.String(), finish, body.emitted, used, err
}

// classify maps a provider error onto the package's sentinels.
func classify(ctx context.Context, err error) error {
	if err == nil {
		return nil
	}
	var apiErr *openai.Error
	if errors.As(err, &apiErr) {
		code := apiErr.StatusCode
		if code == http.StatusTooManyRequests || code == http.StatusRequestTimeout || code >= 500 {
			return fmt.Errorf("%w: provider returned %d: %w", ErrTransient, code, err)
		}
		return fmt.Errorf("writer: provider rejected the request (%d): %w", code, err)
	}
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		return fmt.Errorf("writer: %w", err)
	}
	var streamErr *ssestream.StreamError
	var netErr net.Error
	var syntaxErr *json.SyntaxError
	switch {
	case errors.As(err, &streamErr), // the server reported a failure mid-stream
		errors.As(err, &netErr),    // refused, reset, DNS, timeouts
		errors.As(err, &syntaxErr), // a chunk cut short by a proxy
		errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, io.ErrUnexpectedEOF),
		errors.Is(err, io.EOF),
		errors.Is(err, net.ErrClosed),
		errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.ECONNREFUSED):
		return fmt.Errorf("%w: %w", ErrTransient, err)
	}
	return fmt.Errorf("writer: %w", err) // configuration and other permanent errors
}
