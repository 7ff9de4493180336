package storage

import "time"

// Plan constants of the spec: a one-time 10-credit trial, and Starter at $19/month for 300 emails.
const (
	TrialCredits        = 10
	StarterCredits      = 300
	StarterPriceCents   = 1900
	TrialSubjectLines   = 3
	StarterSubjectLines = 5
	// StripeFeeCentsPerMonth is used for revenue when Stripe did not report the fee.
	StripeFeeCentsPerMonth = 85
	// ActionTakerDays and ActionTakerEmails define the bonus: 5 emails within the first 5 days.
	ActionTakerDays   = 5
	ActionTakerEmails = 5
)

// Subscription statuses.
const (
	StatusTrial    = "trial"
	StatusActive   = "active"
	StatusPastDue  = "past_due"
	StatusCanceled = "canceled"
)

// IsSubscribed reports the Starter plan: only 'active' counts.
func (u *User) IsSubscribed() bool { return u.SubscriptionStatus == StatusActive }

// BaseCredits is the plan's allowance before bonus credits.
func (u *User) BaseCredits() int {
	if u.IsSubscribed() {
		return StarterCredits
	}
	if u.TrialUsedBefore {
		return 0
	}
	return TrialCredits
}

// CreditLimit is what the user may create in the current period (trial: ever).
func (u *User) CreditLimit() int { return u.BaseCredits() + u.BonusCredits }

// CreditsRemaining never goes below zero, even after a downgrade.
func (u *User) CreditsRemaining() int {
	if r := u.CreditLimit() - u.CreditsUsed; r > 0 {
		return r
	}
	return 0
}

// SubjectLines is the number of subject lines the plan writes per email.
func (u *User) SubjectLines() int {
	if u.IsSubscribed() {
		return StarterSubjectLines
	}
	return TrialSubjectLines
}

// IsAdmin reports a staff account.
func (u *User) IsAdmin() bool { return IsAdminID(u.ID) }

// IsAdminID reports whether id belongs to a staff account.
func IsAdminID(id string) bool { return len(id) > 6 && id[:6] == "admin-" }

// AccountAgeDays is whole days since sign-up.
func (u *User) AccountAgeDays(now time.Time) int {
	return int(now.Sub(u.CreatedAt).Hours() / 24)
}

// creditLimitSQL is CreditLimit in SQL, for the conditional UPDATE that takes a credit.
const creditLimitSQL = `(CASE WHEN subscription_status = 'active' THEN 300 WHEN trial_used_before THEN 0 ELSE 10 END) + bonus_credits`

// Usage is the usage object of GET /api/usage and of the pushed "usage" event.
type Usage struct {
	EmailsCreated   int  `json:"emailsCreated"`
	EmailsRemaining int  `json:"emailsRemaining"`
	BonusCredits    int  `json:"bonusCredits"`
	IsSubscribed    bool `json:"isSubscribed"`
	// TrialUsedBefore tells the UI why a new account starts with no trial credits.
	TrialUsedBefore bool `json:"trialUsedBefore,omitempty"`
}

// Usage reports the current period: credits taken and what is left.
func (u *User) Usage() Usage {
	return Usage{EmailsCreated: u.CreditsUsed, EmailsRemaining: u.CreditsRemaining(), BonusCredits: u.BonusCredits, IsSubscribed: u.IsSubscribed(),
		TrialUsedBefore: u.TrialUsedBefore && !u.IsSubscribed()}
}
