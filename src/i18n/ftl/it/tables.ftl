### tables messages (it). Ids are unique across all files of the language.
