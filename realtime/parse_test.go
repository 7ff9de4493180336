package realtime

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParseClientMessage(t *testing.T) {
	for _, tc := range []struct {
		in      string
		typ     string
		wantErr bool
	}{
		{`{"type":"ping"}`, "ping", false},
		{"  {\"type\":\"ping\",\"data\":{}}\n", "ping", false},
		{`{"type":"ping","extra":[1,2]}`, "ping", false},
		{`{"type":"hello","data":{"a":1}}`, "hello", false},
		{``, "", true},
		{`   `, "", true},
		{`null`, "", true},
		{`[]`, "", true},
		{`"ping"`, "", true},
		{`{}`, "", true},
		{`{"type":""}`, "", true},
		{`{"type":1}`, "", true},
		{`{"type":"ping"`, "", true},
		{`{"type":"ping"} {}`, "", true},
		{`{"type":"ping","data":` + strings.Repeat("[", MaxClientMessage) + `}`, "", true},
	} {
		m, err := ParseClientMessage([]byte(tc.in))
		if tc.wantErr {
			if !errors.Is(err, ErrBadMessage) {
				t.Errorf("%.40q: err = %v, want ErrBadMessage", tc.in, err)
			}
			continue
		}
		if err != nil || m.Type != tc.typ {
			t.Errorf("%.40q: got %+v, %v", tc.in, m, err)
		}
	}
}

func FuzzParseClientMessage(f *testing.F) {
	for _, s := range []string{`{"type":"ping"}`, `{"type":"x","data":{"a":[1,"b",null]}}`, `{"type":"\u0000"}`, `{`, `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := ParseClientMessage(b)
		if err != nil {
			if !errors.Is(err, ErrBadMessage) {
				t.Fatalf("error %v does not wrap ErrBadMessage", err)
			}
			if m.Type != "" || m.Data != nil {
				t.Fatalf("message %+v returned with an error", m)
			}
			return
		}
		if m.Type == "" {
			t.Fatal("accepted a message without a type")
		}
		if len(b) > MaxClientMessage {
			t.Fatalf("accepted %d bytes", len(b))
		}
		if !utf8.ValidString(m.Type) {
			t.Fatalf("type %q is not valid UTF-8", m.Type)
		}
	})
}
