"""Spanish texts of Homesteaders: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
}
