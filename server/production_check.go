package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// minimumPasswordLength holds for every account created from the environment in production.
const minimumPasswordLength = 12

// publishedPasswords are the development passwords of .env.example (PB_SUPERUSER_PASSWORD,
// PB_STAFF_PASSWORD): anyone can read them, so no account may sign in with one in production.
// production_check_test.go fails when .env.example changes and this list does not.
var publishedPasswords = []string{"dev-admin-password-2026", "dev-staff-password-2026"}

// accountPasswordVariables are the variables the first-accounts migration creates accounts from.
var accountPasswordVariables = []string{"PB_SUPERUSER_PASSWORD", "PB_STAFF_PASSWORD"}

// inProduction says whether this start is a production one: APP_ENV=production, or APP_ENV unset
// and a canonical host configured (only a public deployment has one). APP_ENV=development keeps a
// development start even with a canonical host, for trying the redirects locally.
func inProduction(getenv func(string) string) bool {
	switch strings.ToLower(strings.TrimSpace(getenv("APP_ENV"))) {
	case "production":
		return true
	case "":
		return strings.TrimSpace(getenv("SITE_CANONICAL_HOST")) != ""
	}
	return false
}

// environmentRefusals lists what in the environment forbids a production start, each naming its
// variable. It runs before the database opens, so no account is created from a weak password.
func environmentRefusals(getenv func(string) string) []string {
	var refusals []string
	for _, name := range accountPasswordVariables {
		password := getenv(name)
		switch {
		case password == "":
		case isPublishedPassword(password):
			refusals = append(refusals, name+" is the development password published in .env.example")
		case len([]rune(password)) < minimumPasswordLength:
			refusals = append(refusals, fmt.Sprintf("%s is shorter than %d characters", name, minimumPasswordLength))
		}
	}
	return refusals
}

func isPublishedPassword(password string) bool {
	for _, published := range publishedPasswords {
		if password == published {
			return true
		}
	}
	return false
}

// storedRefusals lists what in the database forbids a production start: an account that signs
// in with a published password (created by an earlier development start, say), or no SMTP server
// (sign-in links, enquiry mails and alerts would all fail). Runs after the hooks have applied
// SMTP_* from the environment.
func storedRefusals(app core.App) []string {
	var refusals []string
	for collection, variable := range map[string]string{core.CollectionNameSuperusers: "PB_SUPERUSER_PASSWORD", "staff": "PB_STAFF_PASSWORD"} {
		records, err := app.FindAllRecords(collection)
		if err != nil {
			refusals = append(refusals, fmt.Sprintf("the %s accounts could not be read: %v", collection, err))
			continue
		}
		for _, record := range records {
			for _, published := range publishedPasswords {
				if record.ValidatePassword(published) {
					refusals = append(refusals, fmt.Sprintf("%s account %s signs in with the development password published in .env.example (%s); give it a new password first", collection, record.Email(), variable))
					break
				}
			}
		}
	}
	smtp := app.Settings().SMTP
	if !smtp.Enabled || strings.TrimSpace(smtp.Host) == "" {
		refusals = append(refusals, "SMTP_HOST is not set and no SMTP server is configured: staff sign-in links, enquiry mails and alerts could not be sent")
	}
	return refusals
}

func productionStartError(refusals []string) error {
	if len(refusals) == 0 {
		return nil
	}
	return errors.New("refusing a production start (APP_ENV=production or SITE_CANONICAL_HOST set):\n  - " + strings.Join(refusals, "\n  - "))
}

// checkEnvironmentForProduction is called before anything else starts.
func checkEnvironmentForProduction() error {
	if !inProduction(os.Getenv) {
		return nil
	}
	return productionStartError(environmentRefusals(os.Getenv))
}
