export const calendarLinks = {
  title: "In your calendar",
  intro: "Subscribe, and your calendar app shows every date, and any correction we make to it.",
  all: "All deadlines",
  file: " (calendar file)",
  howTo:
    "Open a link to add the dates, or copy its address into your calendar app to subscribe (in Google Calendar: Other calendars, then From URL).",
};
