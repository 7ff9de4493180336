package jobs

import (
	"storymail/jobs/writer"
	"storymail/storage"
)

// WriterInput is the writer's view of an email, with the sender's first name and the user's
// previous bodies: what a generation reads, so an edit's quality check measures against the same
// brief as the generation did.
func WriterInput(e *storage.Email, sender string, history []string) writer.Input {
	in := writerInput(e)
	in.SenderName, in.History = firstName(sender), history
	return in
}
