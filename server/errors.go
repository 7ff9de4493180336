package server

import (
	"errors"
	"log/slog"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

// apiError is an error with the HTTP status and the message the user reads.
type apiError struct {
	Status  int
	Code    string
	Message string
	Extra   fiber.Map
}

func (e *apiError) Error() string { return e.Message }

func newError(status int, code, message string) *apiError {
	return &apiError{Status: status, Code: code, Message: message}
}

// Common answers.
var (
	errUnauthorized = newError(fiber.StatusUnauthorized, "unauthorized", "Unauthorized")
	errForbidden    = newError(fiber.StatusForbidden, "forbidden", "Forbidden")
	errNotFound     = newError(fiber.StatusNotFound, "not_found", "Not found")
	errBadJSON      = newError(fiber.StatusBadRequest, "invalid_json", "The request body must be valid JSON.")
	errOrigin       = newError(fiber.StatusForbidden, "bad_origin", "Request origin not allowed.")
	errRateLimited  = newError(fiber.StatusTooManyRequests, "rate_limited", "Too many attempts. Please wait a few minutes and try again.")
	errUnavailable  = newError(fiber.StatusServiceUnavailable, "unavailable", "The service is temporarily unavailable. Please try again in a moment.")
)

func badRequest(message string) *apiError {
	return newError(fiber.StatusBadRequest, "validation", message)
}

// errorHandler answers every error as {"message", "code"}; unknown errors are logged and
// answered without detail. A database that does not answer is a 503, never a 500.
func errorHandler(log *slog.Logger) fiber.ErrorHandler {
	return func(c *fiber.Ctx, err error) error {
		var ae *apiError
		var fe *fiber.Error
		switch {
		case errors.As(err, &ae):
		case errors.Is(err, storage.ErrNotFound):
			ae = errNotFound
		case errors.As(err, &fe):
			ae = newError(fe.Code, "http", fe.Message)
			if fe.Code == fiber.StatusRequestEntityTooLarge {
				ae.Message = "The request is too large."
			}
		case storage.IsUnavailable(err):
			log.Warn("database unavailable", "path", c.Path(), "err", err, "request_id", requestID(c))
			ae = errUnavailable
		default:
			log.Error("request failed", "path", c.Path(), "method", c.Method(), "err", err, "request_id", requestID(c))
			ae = newError(fiber.StatusInternalServerError, "internal", "Something went wrong on our side. Please try again.")
		}
		body := fiber.Map{"message": ae.Message, "code": ae.Code}
		for k, v := range ae.Extra {
			body[k] = v
		}
		return c.Status(ae.Status).JSON(body)
	}
}
