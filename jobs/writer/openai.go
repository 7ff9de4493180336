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
)

// openAIWriter streams a chat completion from an OpenAI-compatible server
// (OpenAI, Ollama, vLLM, llama.cpp server…).
type openAIWriter struct {
	client openai.Client
	model  string
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
	return &openAIWriter{client: openai.NewClient(reqOpts...), model: model}, nil
}

func (w *openAIWriter) Name() string { return "openai:" + w.model }

func (w *openAIWriter) Write(ctx context.Context, in Input, onDelta func(string)) (Result, error) {
	in = prepare(in)
	system, user := BuildPrompt(in)
	msgs := []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(system), openai.UserMessage(user)}
	var raws []string
	var lastErr error
	previewed := false
	for attempt := 0; attempt < 2; attempt++ {
		emit := onDelta
		if previewed {
			// The reader already saw a first draft; the final content
			// replaces it when the job completes.
			emit = nil
		}
		raw, finish, streamed, err := w.complete(ctx, msgs, in.SubjectCount, emit)
		previewed = previewed || streamed
		raws = append(raws, raw)
		if err != nil {
			return Result{Raw: strings.Join(raws, "\n\n---\n\n")}, err
		}
		res, perr := ParseOutput(raw, in.SubjectCount)
		if perr == nil && finish == "length" && indexFold(raw, tagEmailClose) < 0 {
			perr = fmt.Errorf("%w: answer cut off at the token limit", ErrMalformed)
		}
		if perr == nil {
			res.Content = ensureLink(res.Content, in.link(), in.CtaURL)
			res.Raw = strings.Join(raws, "\n\n---\n\n")
			return res, nil
		}
		lastErr = perr
		msgs = append(msgs, openai.AssistantMessage(raw), openai.UserMessage(fmt.Sprintf(
			"That answer could not be used (%s). Write the whole email again with exactly %d subject lines, in exactly this format: %s ... %s then %s ... %s.",
			strings.TrimPrefix(perr.Error(), ErrMalformed.Error()+": "), in.SubjectCount,
			tagSubjectsOpen, tagSubjectsClose, tagEmailOpen, tagEmailClose)))
	}
	return Result{Raw: strings.Join(raws, "\n\n---\n\n")}, lastErr
}

// complete runs one streamed completion and returns the full text, the
// finish reason and whether any body text reached emit.
func (w *openAIWriter) complete(ctx context.Context, msgs []openai.ChatCompletionMessageParamUnion, want int, emit func(string)) (string, string, bool, error) {
	stream := w.client.Chat.Completions.NewStreaming(ctx, openai.ChatCompletionNewParams{
		Model:    w.model,
		Messages: msgs,
	})
	defer stream.Close()
	body := newBodyStream(want, emit)
	acc := openai.ChatCompletionAccumulator{}
	accOK := true
	finish := ""
	for stream.Next() {
		chunk := stream.Current()
		if accOK {
			// Some compatible servers vary chunk ids; the text is collected
			// independently, the accumulator only adds the finish reason.
			accOK = acc.AddChunk(chunk)
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
	if accOK && len(acc.Choices) > 0 && acc.Choices[0].FinishReason != "" {
		finish = acc.Choices[0].FinishReason
	}
	err := classify(ctx, stream.Err())
	if err == nil && finish == "" && indexFold(body.String(), tagEmailClose) < 0 {
		// The stream ended with neither a finish reason nor a complete
		// answer: the connection was dropped.
		err = fmt.Errorf("%w: stream ended early", ErrTransient)
	}
	return body.String(), finish, body.emitted, err
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
