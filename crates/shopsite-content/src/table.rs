//! The content files, each declared once.
//!
//! One line per file names its path under `content/` (without `.yaml`), the
//! field of [`Content`] it fills and that field's type. A file that holds one
//! list under a key (`courses:`) also names the key and the type of the whole
//! file, which its JSON Schema describes; such a file is read item by item,
//! so every broken item is reported, not just the first. Pages are declared
//! in their own group, in `model/pages.rs` beside their types
//! (`page_files!`): each must have a `meta` with its title.
//!
//! A list file may be a catalogue (`many files of Product`): its items may
//! also come from more YAML files in a folder of the same name and from a
//! spreadsheet export, `NAME.csv`, all read the same way ([`LIST_FILES`]).
//! An `optional` catalogue may have none of these files.
//!
//! A page that a shop may go without is marked `, optional`: a missing
//! file is then read as its type's `Default` ([`OPTIONAL_FILES`]), so
//! neither the example shop, the fixture shop nor the owner's content
//! needs it.
//!
//! From the table come [`FILES`], [`Content`] and [`Pages`], the partial
//! result of a load with broken files left out, its completion, the JSON
//! Schemas and the cross-file check of page titles. Adding a page is its
//! struct and its line in `model/pages.rs`; adding a file, its line in the
//! table at the end of this file (after the macros that expand it, which
//! Rust needs first).
//!
//! Why a macro and not plain Rust: a file is named in nine places
//! ([`FILES`], [`LIST_FILES`], the `list` and `rel` modules, [`Content`],
//! `Partial`, `Partial::read`, `Partial::complete` and [`schemas`]), a page
//! in four more. Written out, a new file would be nine edits that a test
//! must hold in step; here it is one line, as the repair price list was.
//! Go-to-definition on `Content` lands on `pub struct Content` in
//! `content_files!`, whose fields are the table's lines below.

// The table names the model's types; a glob, so a new page needs no line here.
use crate::model::*;

/// Expands the table at the end of this file.
macro_rules! content_files {
    (
        files {
            $(
                $(#[$doc:meta])*
                $field:ident: $ty:ty = $path:literal
                    $(, list $key:literal of $file:ty
                        $(, many files of $item:ty $(, $optional:ident)?)?)?;
            )*
        }
        pages {
            $( $page:ident: $page_ty:ty = $page_path:literal $(, $page_optional:ident)?; )*
        }
    ) => {
        /// Every content file, relative to the content folder.
        pub const FILES: &[&str] = &[
            $(concat!($path, ".yaml"),)*
            $(concat!($page_path, ".yaml"),)*
        ];

        /// The files a shop may go without (`, optional` in the table): a
        /// missing one is read as its type's `Default`.
        pub const OPTIONAL_FILES: &[&str] = &[
            $($( optional_file!($page_optional, concat!($page_path, ".yaml")), )?)*
        ];

        /// The lists kept in many files: they may also come from `NAME/*.yaml` and
        /// `NAME.csv`, not only from `NAME.yaml`.
        pub const LIST_FILES: &[crate::read::files::ListFiles] = &[
            $($($(
                list_files!($path, $key, $item $(, $optional)?),
            )?)?)*
        ];

        /// The key of each list file's one list, by its field: where the
        /// items are, for field paths such as `courses[2].id`.
        #[allow(non_upper_case_globals)]
        pub(crate) mod list {
            $( $( pub const $field: &str = $key; )? )*
        }

        /// Each file's path relative to the content folder, by its field, so
        /// that a check names its file without a string that could be mistyped.
        #[allow(non_upper_case_globals)]
        pub(crate) mod rel {
            $(pub const $field: &str = concat!($path, ".yaml");)*
            pub mod pages {
                $(pub const $page: &str = concat!($page_path, ".yaml");)*
            }
        }

        /// The validated content of the whole site. Phone numbers are
        /// normalized to 10 digits and `site.base_url` ends with `/`.
        #[derive(Debug, Clone, PartialEq)]
        pub struct Content {
            $( $(#[$doc])* pub $field: $ty, )*
            pub pages: Pages,
            /// The photos under `content/photos/` that products use.
            pub photos: crate::photos::SourcePhotos,
        }

        /// The words of each page.
        #[derive(Debug, Clone, PartialEq)]
        pub struct Pages {
            $( pub $page: $page_ty, )*
        }

        /// The typed content of the files that could be read; `None` where a
        /// file is broken.
        pub(crate) struct Partial {
            $( pub $field: Option<$ty>, )*
            pub pages: PartialPages,
            pub photos: crate::photos::SourcePhotos,
        }

        pub(crate) struct PartialPages {
            $( pub $page: Option<$page_ty>, )*
        }

        impl Partial {
            /// Reads the typed model of every file that parsed.
            pub fn read(files: &mut crate::read::files::Files) -> Partial {
                Partial {
                    $( $field: read_file!(files, rel::$field $(, $key $(, $item $(, $optional)?)?)?), )*
                    pages: PartialPages {
                        $( $page: read_page!(files, rel::pages::$page $(, $page_optional)?), )*
                    },
                    photos: crate::photos::SourcePhotos::new(),
                }
            }

            /// The whole content, if every file could be read.
            pub fn complete(self) -> Option<Content> {
                Some(Content {
                    $( $field: self.$field?, )*
                    pages: Pages {
                        $( $page: self.pages.$page?, )*
                    },
                    photos: self.photos,
                })
            }

            /// The `meta` of every page that could be read, with its file.
            pub fn page_metas(&self) -> Vec<(&'static str, &Meta)> {
                let mut metas = Vec::new();
                $(
                    if let Some(page) = &self.pages.$page {
                        metas.push((rel::pages::$page, &page.meta));
                    }
                )*
                metas
            }
        }

        /// `(path under content/.schema/, pretty JSON)` for every content file.
        pub fn schemas() -> Vec<(&'static str, String)> {
            vec![
                $( (concat!($path, ".json"), schema_json::<file_type!($ty $(, $file)?)>()), )*
                $( (concat!($page_path, ".json"), schema_json::<$page_ty>()), )*
            ]
        }
    };
}

/// A page's file, read whole; one that a shop may go without is its
/// type's `Default` when it is not there.
macro_rules! read_page {
    ($files:ident, $rel:expr) => {
        $files.typed($rel)
    };
    ($files:ident, $rel:expr, optional) => {
        $files.typed_or_default($rel)
    };
}

/// The path of a file marked `optional` in the table; any other word
/// there is a mistake the compiler tells.
macro_rules! optional_file {
    (optional, $path:expr) => {
        $path
    };
}

/// A file read whole, or item by item under its list key.
macro_rules! read_file {
    ($files:ident, $rel:expr) => {
        $files.typed($rel)
    };
    ($files:ident, $rel:expr, $key:literal) => {
        $files.list_items($rel, $key)
    };
    ($files:ident, $rel:expr, $key:literal, $item:ty $(, $optional:ident)?) => {
        $files.list_from_files::<$item>(
            LIST_FILES
                .iter()
                .find(|c| c.yaml == $rel)
                .expect("every list of many files is declared"),
        )
    };
}

/// The files of a list kept in many files, from its path: `products.yaml`, `products/*.yaml`
/// and `products.csv`, and its spreadsheet's columns. An `optional` one
/// may have none of them: its list is then empty.
macro_rules! list_files {
    ($path:literal, $key:literal, $item:ty) => {
        list_files!(@ $path, $key, $item, false)
    };
    ($path:literal, $key:literal, $item:ty, optional) => {
        list_files!(@ $path, $key, $item, true)
    };
    (@ $path:literal, $key:literal, $item:ty, $optional:literal) => {
        crate::read::files::ListFiles {
            key: $key,
            yaml: concat!($path, ".yaml"),
            dir: concat!($path, "/"),
            csv: concat!($path, ".csv"),
            optional: $optional,
            columns: crate::read::sheet::Columns::of::<$item>,
        }
    };
}

/// The type that describes the whole file, for its schema.
macro_rules! file_type {
    ($ty:ty) => {
        $ty
    };
    ($ty:ty, $file:ty) => {
        $file
    };
}

// The pages' lines are in `model/pages.rs`, beside their types:
// `page_files!` adds them to this table.
crate::model::page_files!(content_files! {
    files {
        /// Who the shop is, how to reach it, and the WhatsApp texts.
        site: SiteFile = "site";
        /// The training courses, in the order they are shown.
        courses: Vec<Course> = "courses", list "courses" of CoursesFile;
        /// The catalogue, in the order it is shown: `products.yaml`, then
        /// `products/*.yaml` by file name, then `products.csv`.
        products: Vec<Product> = "products", list "products" of ProductsFile, many files of Product;
        /// The video playlists, in the order they are shown.
        playlists: Vec<Playlist> = "videos", list "playlists" of VideosFile;
        /// The repair facts: brands, issues, process, prices and questions.
        repairs: RepairsFile = "repairs";
        /// The repair price list, in the order it is read: `repair-prices.yaml`,
        /// then `repair-prices/*.yaml` by file name, then `repair-prices.csv`.
        /// Empty when the shop has none.
        repair_prices: Vec<RepairPrice> = "repair-prices", list "prices" of RepairPricesFile, many files of RepairPrice, optional;
    }
});

/// The pretty JSON Schema of `T`, ending with a line break.
fn schema_json<T: schemars::JsonSchema>() -> String {
    let mut text = serde_json::to_string_pretty(&schemars::schema_for!(T))
        .expect("a schema is always valid JSON");
    text.push('\n');
    text
}
