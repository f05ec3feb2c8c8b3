export const audienceFilter = { legend: "Show deadlines for", everyone: "Everyone" };
