//! `courses.yaml`: the training courses.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `courses.yaml`: the training courses, in the order they are shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CoursesFile {
    /// The courses, in the order they are shown.
    pub courses: Vec<Course>,
}

/// One training course.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "course")]
pub struct Course {
    /// A short unique name for the course, in lowercase letters, digits and
    /// dashes, e.g. `chip-level`.
    #[schemars(pattern("^[a-z0-9]+(-[a-z0-9]+)*$"))]
    pub id: String,
    /// The course name, e.g. "Beginner". Used in WhatsApp texts as `{course}`.
    #[schemars(example = &"Beginner")]
    pub name: String,
    /// Length of the course in weeks.
    #[schemars(range(min = 1))]
    pub weeks: u32,
    /// The class days, e.g. "Mon–Fri".
    pub days: String,
    /// The batch timings, e.g. "10:00 AM – 1:00 PM".
    pub time: String,
    /// One or two sentences about the course. Hindi and English both read well.
    pub summary: String,
    /// What the course covers, shown as a short list.
    pub focus: Vec<String>,
    /// The WhatsApp text sent by this course's Enrol button. May use `{course}`.
    pub message: String,
}
